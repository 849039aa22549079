import { GithubCallbackPage } from '../components/github-callback-page';

export const handle = { titleKey: 'github:callback.title' };

/** /auth/github/callback: GitHub's return from 'Conectar con GitHub'. */
export function Component() {
  return <GithubCallbackPage />;
}
