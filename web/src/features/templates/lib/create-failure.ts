import { MAX_TEMPLATES_PER_SELLER } from '@shared';
import type { useToast } from '@/components/ui/toast';
import { templateLimitMessage, templateMessages } from '../messages';

/**
 * Says why a new template (created or duplicated) was not saved: the template ceiling when the
 * seller is at it (`atLimit`: the screens read it through the query client, templateLimitQuery;
 * the toast stays until closed), else that saving failed.
 */
export async function reportCreateFailure(
  toast: ReturnType<typeof useToast>,
  atLimit: () => Promise<boolean>,
): Promise<void> {
  if (await atLimit().catch(() => false)) {
    toast.error(templateLimitMessage, {
      values: { max: MAX_TEMPLATES_PER_SELLER },
      persist: true,
    });
  } else toast.error(templateMessages.saveFailed);
}
