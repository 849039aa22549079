import { AssistantPage } from '../components/assistant-page';

export const handle = { titleKey: 'assistant:ui.title' };

/** /admin/websy-ai: Websy AI, for clients and admins alike (docs/product.md#screens-and-navigation: the first guard only). */
export function Component() {
  return <AssistantPage />;
}
