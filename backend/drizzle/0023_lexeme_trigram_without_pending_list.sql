-- Decision 0051: as the GIN indexes of 0022, the trigram index of search_lexemes takes its entries
-- directly, since PGlite never vacuums; the list it holds now is merged into the index once.
ALTER INDEX search_lexemes_trigram SET (fastupdate = false);
--> statement-breakpoint
SELECT gin_clean_pending_list('search_lexemes_trigram');
