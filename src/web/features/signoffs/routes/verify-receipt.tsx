import { useParams } from 'react-router';
import { VerifyReceiptPage } from '../components/verify-receipt-page';

export const handle = { titleKey: 'signoffs:verify.title' };

/** /verificar-recibo and /verificar-recibo/:digest (public, signed in or not). */
export function Component() {
  const { digest } = useParams();
  // A new code is a new page: the form starts from it.
  return <VerifyReceiptPage key={digest ?? ''} digest={digest ?? null} />;
}
