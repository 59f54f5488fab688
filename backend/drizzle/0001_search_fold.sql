-- Search (ARCHITECTURE): trigram similarity for typos, and one folding function used on both the
-- indexed text and the shopper's term, so an umlaut typed as a/o/u or ae/oe/ue still matches:
-- 'Käse', 'Kase' and 'Kaese' all fold to 'kase'. pg_trgm is a trusted extension: the database
-- owner may create it on a managed PostgreSQL. lower() leaves non-ASCII capitals alone under the C
-- locale, so translate lists the capitals too.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN replace(replace(replace(replace(
  translate(lower(value),
    'äöüáàâãåéèêëíìîïóòôõúùûçñýÿčšžćřđÄÖÜÁÀÂÃÅÉÈÊËÍÌÎÏÓÒÔÕÚÙÛÇÑÝŸČŠŽĆŘĐ',
    'aouaaaaaeeeeiiiioooouuucnyycszcrdaouaaaaaeeeeiiiioooouuucnyycszcrd'),
  'ß', 'ss'), 'ae', 'a'), 'oe', 'o'), 'ue', 'u');
