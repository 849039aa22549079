/**
 * Set while the user is signing out, so the guarded layout (still mounted for a moment while
 * the router moves to /login) shows nothing instead of redirecting to /login?redirect=….
 * The login page clears it once it is shown.
 */
let signingOut = false;

export const signOutIntent = {
  start: () => {
    signingOut = true;
  },
  active: () => signingOut,
  clear: () => {
    signingOut = false;
  },
};
