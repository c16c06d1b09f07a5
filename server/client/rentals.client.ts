import {
  RentableProductsSchema,
  RentalAvailabilitySchema,
  type RentalListQuery,
  RentalListSchema,
  RentalReceiptSchema,
  RentalTimelineSchema,
  RentalTodaySchema,
  RentalViewSchema,
} from '#domain/rental-answers.schema.ts';
import type {
  RentalDatesChange,
  RentalRequestInput,
  RentalStaffCreateInput,
  RentalStatusChange,
} from '#domain/rentals.schema.ts';
import type { RestClient } from './rest-client.ts';

/** Public (issue 39): the rentable products /location-materiel lists, with today's free units. */
export const listRentableProducts = (client: RestClient) =>
  client.request(RentableProductsSchema, 'GET', '/rentals/catalogue');

/** Public: free units of one product per day over [du, au] (buffers counted). */
export const getRentalAvailability = (
  client: RestClient,
  query: { produit: number; du: string; au: string },
) => client.request(RentalAvailabilitySchema, 'GET', '/rentals/availability', { query });

/** Public: a visitor's request; it holds its units RENTAL_HOLD_HOURS (409 when no longer free). */
export const sendRentalRequest = (client: RestClient, body: RentalRequestInput) =>
  client.request(RentalReceiptSchema, 'POST', '/rentals/requests', { json: body });

/** Staff: the desk's list (filters of RentalListQuery), newest first. */
export const listRentals = (client: RestClient, query: RentalListQuery) =>
  client.request(RentalListSchema, 'GET', '/rentals', {
    query: { ...query },
    auth: true,
  });

/** Staff: today's departures, returns and late returns. */
export const getRentalsToday = (client: RestClient) =>
  client.request(RentalTodaySchema, 'GET', '/rentals/today', { auth: true });

/** Staff: one product's units × days over [du, au]. */
export const getRentalTimeline = (
  client: RestClient,
  query: { produit: number; du: string; au: string },
) => client.request(RentalTimelineSchema, 'GET', '/rentals/timeline', { query, auth: true });

export const getRental = (client: RestClient, id: number) =>
  client.request(RentalViewSchema, 'GET', `/rentals/${id}`, { auth: true });

/** Staff: a reservation taken by phone or in a shop. */
export const createRental = (client: RestClient, body: RentalStaffCreateInput) =>
  client.request(RentalViewSchema, 'POST', '/rentals', { json: body, auth: true });

export const changeRentalStatus = (client: RestClient, id: number, body: RentalStatusChange) =>
  client.request(RentalViewSchema, 'PATCH', `/rentals/${id}/status`, { json: body, auth: true });

export const moveRental = (client: RestClient, id: number, body: RentalDatesChange) =>
  client.request(RentalViewSchema, 'PATCH', `/rentals/${id}/dates`, { json: body, auth: true });
