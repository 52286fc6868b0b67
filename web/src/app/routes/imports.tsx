import { ImportsScreen } from '@/features/imports';

/** /imports: bulk product import from CSV and Excel (docs/decisions.md, "Imports"). */
export default function ImportsRoute() {
  return <ImportsScreen />;
}
