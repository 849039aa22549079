import { TeamSection } from '../components/team-section';

export const handle = { titleKey: 'team:title' };

/** /team: the agency's team and workload (admins: the router's role guard). */
export function Component() {
  return <TeamSection />;
}
