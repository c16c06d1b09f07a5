import * as v from 'valibot';

/** A row id as the server functions accept it: a whole number from 1. */
export const IdSchema = v.pipe(v.number(), v.integer(), v.minValue(1));
