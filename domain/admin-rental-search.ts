import { limits } from '#config';
import {
  type ListSearchOf,
  listSearch,
  optionalChoice,
  optionalDay,
  optionalId,
  searchText,
} from './list-search.ts';
import { rentalStatuses } from './rental-status.ts';
import { rentalShopIds } from './rental-terms.ts';
import { urlDay, urlInt, urlSearch } from './url-search.ts';

/**
 * /dashboard/locations (issue 39): a reference or a name, the status, the product, the shop, the
 * days the reservations overlap (du, au), and a customer's phone number (their past rentals);
 * an invalid value is dropped. Its server function's schema: search-queries.schema.ts.
 */
export const adminRentalSearch = listSearch(
  {
    q: searchText(200),
    statut: optionalChoice(rentalStatuses),
    produit: optionalId(),
    boutique: optionalChoice(rentalShopIds),
    du: optionalDay(),
    au: optionalDay(),
    telephone: searchText(40),
  },
  limits.adminListMaxPages,
);

/** Typed search params of /dashboard/locations (validateSearch). */
export const AdminRentalSearchSchema = adminRentalSearch.url;
export type AdminRentalSearch = ListSearchOf<typeof adminRentalSearch.params>;

/** What the URL defaults to: never written into it (stripSearchParams). */
export const adminRentalDefaults = adminRentalSearch.defaults;

/** /dashboard/locations/planning: the product and the first day shown, each optional. */
export interface RentalTimelineSearch {
  produit?: number | undefined;
  du?: string | undefined;
}
const productId = urlInt(2_147_483_647);
export const RentalTimelineSearchSchema = urlSearch<RentalTimelineSearch>((search) => ({
  produit: productId(search.produit),
  du: urlDay(search.du),
}));
