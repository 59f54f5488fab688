// Decision 0100: the browser keeps these parts' HTML and loads this chunk only to render one anew.
import '~/browser-shell'; // decision 0094: its modules stay in the framework's chunk
import { Breadcrumbs } from '~/components/catalogue/breadcrumbs';
import { JsonLd } from '~/components/catalogue/product-json-ld';
import { RestockNote } from '~/components/catalogue/restock-note';
import { ProductFacts } from './product-facts';
import { Pictures } from './product-pictures';

export const productParts = { Breadcrumbs, JsonLd, Pictures, ProductFacts, RestockNote };
