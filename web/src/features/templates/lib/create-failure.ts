import { MAX_TEMPLATES_PER_SELLER } from '@shared';
import type { Firestore } from 'firebase/firestore';
import type { useToast } from '@/components/ui/toast';
import { atTemplateLimit } from '../api/template-limit';
import { templateLimitMessage, templateMessages } from '../messages';

/**
 * Says why a new template (created or duplicated) was not saved: the template ceiling when the
 * seller is at it (the toast stays until closed), else that saving failed.
 */
export async function reportCreateFailure(
  toast: ReturnType<typeof useToast>,
  firestore: Firestore,
  uid: string,
): Promise<void> {
  if (await atTemplateLimit(firestore, uid).catch(() => false)) {
    toast.error(templateLimitMessage, {
      values: { max: MAX_TEMPLATES_PER_SELLER },
      persist: true,
    });
  } else toast.error(templateMessages.saveFailed);
}
