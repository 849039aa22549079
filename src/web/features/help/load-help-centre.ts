/**
 * The help centre's loader, a chunk of its own with nothing in it: the layout imports this, so the
 * list of the centre's chunks to preload (long: dialog, tabs, search, Markdown…) travels here,
 * fetched on the first opening, instead of in every signed-in screen's initial JS.
 */
export const loadHelpCentre = () => import('./components/help-centre').then((module) => module.HelpCentre);
