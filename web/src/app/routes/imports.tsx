import { ImportsScreen } from '@/features/imports';

/** /imports: bulk product import from CSV and Excel (issue 9). */
export default function ImportsRoute() {
  return <ImportsScreen />;
}
