import { asCaller, type Caller, type Database } from '../../db/client';
import { getTicketDetailIn } from './internal/load-tickets';

/** A ticket with its replies: the client's own, or any for an admin (row-level security). */
export async function getTicket(db: Database, caller: Caller, id: string) {
  return asCaller(db, caller, (tx) => getTicketDetailIn(tx, id));
}
