import { MAX_TEMPLATES_PER_SELLER, TEMPLATE_COUNT_FIELD, paths } from '@shared';
import { doc, getDoc, type Firestore } from 'firebase/firestore';

/** Whether a list of the seller's templates holds as many as one account may have. */
export const fillsTemplateCeiling = (templateCount: number) =>
  templateCount >= MAX_TEMPLATES_PER_SELLER;

/**
 * Whether the seller's counted templates have reached MAX_TEMPLATES_PER_SELLER (the rules refuse
 * a create then; docs/decisions.md, "Ceilings"). Asked only after a create was refused, to say why.
 */
export async function atTemplateLimit(firestore: Firestore, uid: string): Promise<boolean> {
  const seller = await getDoc(doc(firestore, paths.seller(uid)));
  const count: unknown = seller.get(TEMPLATE_COUNT_FIELD);
  return typeof count === 'number' && fillsTemplateCeiling(count);
}
