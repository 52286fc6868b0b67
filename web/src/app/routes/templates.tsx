import { TemplatesScreen } from '@/features/templates';

/** /templates: the seller's card templates. */
export default function TemplatesRoute() {
  return <TemplatesScreen />;
}
