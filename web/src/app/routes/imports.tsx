import { defineMessage } from 'react-intl';
import { ComingSoon } from '@/components/ui/coming-soon';

// Placeholder until the Imports screen is built: compose it from web/src/features/ here.
const title = defineMessage({ id: 'comingSoon.imports.title', defaultMessage: 'Imports' });

export default function ImportsRoute() {
  return <ComingSoon title={title} />;
}
