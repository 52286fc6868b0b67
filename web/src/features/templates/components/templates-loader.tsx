import { useEffect } from 'react';
import type { SelectOption } from '@/components/ui/select-field';
import { useTemplates } from '../hooks/use-templates';

export interface LoadedTemplates {
  options: SelectOption[];
  loading: boolean;
}

/** Reads the seller's templates (live) for the template filter; renders nothing itself. */
export default function TemplatesLoader({
  onLoaded,
}: {
  onLoaded: (loaded: LoadedTemplates) => void;
}) {
  const { status, templates } = useTemplates();
  useEffect(() => {
    onLoaded({
      options: templates.map((template) => ({ value: template.id, label: template.name })),
      loading: status === 'loading',
    });
  }, [status, templates, onLoaded]);
  return null;
}
