/**
 * The tours' loader, a chunk of its own with nothing in it (like the help centre's): the layout
 * imports this, so the list of the tours' chunks to preload travels here, not in every signed-in
 * screen's initial JS.
 */
export const loadTourHost = () => import('./components/tour-host').then((module) => module.TourHost);
