// Decision 0096: the browser keeps these parts' HTML and loads this chunk only to render one anew.
import '~/browser-shell'; // decision 0094: its modules stay in the framework's chunk
import { Breadcrumbs } from '~/components/catalogue/breadcrumbs';
import { CategoryLinks, CategoryTreeList } from '~/components/catalogue/category-links';
import { Paging } from '~/components/catalogue/paging';

export const catalogueParts = { Breadcrumbs, CategoryLinks, CategoryTreeList, Paging };
