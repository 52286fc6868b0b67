import { TemplatesScreen } from '@/features/templates';
import { WithStorage } from '@/lib/firebase-storage';

/** /templates: the seller's card templates. */
export default function TemplatesRoute() {
  return (
    <WithStorage>
      <TemplatesScreen />
    </WithStorage>
  );
}
