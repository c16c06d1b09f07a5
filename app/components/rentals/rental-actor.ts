import type { RefObject } from 'react';
import { fromPromise } from 'xstate';
import { availabilityWindow } from '#domain/rental-calendar.ts';
import { tunisDay } from '#domain/tunis-time.ts';
import { rentalRequestMachine } from '#machines/rental-request.machine.ts';
import { getRentalCalendar, sendRentalRequest } from '#server/functions/rentals.functions.ts';

/**
 * The request machine with its actors wired to the server functions (STYLE: actors provided by
 * the page). The honeypot's value is read from its uncontrolled input at send time: the machine
 * never sees it, the API judges it.
 */
export function rentalMachineFor(honeypot: RefObject<HTMLInputElement | null>) {
  return rentalRequestMachine.provide({
    actors: {
      loadCalendar: fromPromise(({ input }) =>
        // The server clamps the window to its own today.
        getRentalCalendar({
          data: { produit: input.produit, ...availabilityWindow(tunisDay(Date.now())) },
        }),
      ),
      send: fromPromise(({ input }) =>
        sendRentalRequest({
          data: {
            ...input,
            ...(honeypot.current?.value ? { site_web: honeypot.current.value } : {}),
          },
        }),
      ),
    },
  });
}
