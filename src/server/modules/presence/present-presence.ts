/** One user's presence: online when seen within the window and not signed off. */
export function presentPresence(row: { userId: string; online: boolean; lastSeen: Date }) {
  return {
    user_id: row.userId,
    status: row.online ? ('online' as const) : ('offline' as const),
    last_seen: row.lastSeen.toISOString(),
  };
}
