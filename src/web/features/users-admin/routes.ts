/** The users-admin feature's public route (the admin screens are sections composed in app/). */
export const inviteRoute = { id: 'invite', path: '/invite', lazy: () => import('./routes/invite') };
