import type { TourId } from '@/shared/tours';

/**
 * How a screen asks for a guided tour (the help centre's cards, its quick action) without
 * importing the tours: a window event the tours' host, loaded with the signed-in shell, listens to.
 */
export const TOUR_REQUEST_EVENT = 'websy:tour-request';

export function requestTour(tourId: TourId): void {
  window.dispatchEvent(new CustomEvent<TourId>(TOUR_REQUEST_EVENT, { detail: tourId }));
}
