import CancelIcon from '@mui/icons-material/Cancel';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PRODUCT_VARIANT_SKUS_MAX, SKU_MAX_LENGTH, VariantSku, skuKey } from '@shared';
import { useId, useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import * as v from 'valibot';
import { formatValidationIssue } from '@/lib/validation-messages';

const messages = defineMessages({
  heading: { id: 'products.edit.variantSkus', defaultMessage: 'Variant SKUs' },
  help: {
    id: 'products.edit.variantSkusHelp',
    defaultMessage:
      'Other SKUs of this product, such as its sizes or colours. An import finds the product by any of them.',
  },
  addLabel: { id: 'products.edit.variantSkuAddLabel', defaultMessage: 'Add a variant SKU' },
  add: { id: 'products.edit.variantSkuAdd', defaultMessage: 'Add' },
  duplicate: {
    id: 'products.edit.variantSkuDuplicate',
    defaultMessage: 'This product already has this SKU',
  },
});
const removeMessage = defineMessage<{ sku: string }>({
  id: 'products.edit.variantSkuRemove',
  defaultMessage: 'Remove {sku}',
});
const fullMessage = defineMessage<{ max: number }>({
  id: 'products.edit.variantSkusFull',
  defaultMessage: 'A product keeps up to {max, number} variant SKUs',
});

/**
 * The product's variant SKUs (docs/decisions.md, "Variant SKUs"): those its imports kept, which
 * the seller can remove (a SKU that found the wrong product) or add to, each checked as the
 * shared schema checks it. `errors` are the form's errors by dot path (variantSkus.3).
 */
export function VariantSkusField({
  value,
  sku,
  errors,
  onChange,
}: {
  value: readonly string[];
  /** The product's own SKU (a variant SKU never repeats it). */
  sku: string;
  errors: Readonly<Record<string, string>>;
  onChange: (next: string[]) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const full = value.length >= PRODUCT_VARIANT_SKUS_MAX;

  const add = () => {
    const parsed = v.safeParse(VariantSku, draft);
    if (!parsed.success) {
      setError(formatValidationIssue(intl, parsed.issues[0]));
      return;
    }
    const key = skuKey(parsed.output);
    if (key === skuKey(sku) || value.some((known) => skuKey(known) === key)) {
      setError(intl.formatMessage(messages.duplicate));
      return;
    }
    onChange([...value, parsed.output]);
    setDraft('');
    setError(null);
  };

  // The list's own error (too many), else the first of a single SKU's (its chip is red).
  const shownError =
    errors.variantSkus ??
    Object.entries(errors).find(([path]) => path.startsWith('variantSkus.'))?.[1];
  return (
    <Stack spacing={1} sx={{ mt: 2 }} role="group" aria-labelledby={`${id}-heading`}>
      <Typography id={`${id}-heading`} variant="subtitle2" component="h3">
        <FormattedMessage {...messages.heading} />
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage {...messages.help} />
      </Typography>
      {value.length > 0 && (
        <Stack
          component="ul"
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
          data-testid="variant-skus"
        >
          {value.map((variant, index) => {
            const itemError = errors[`variantSkus.${index}`];
            return (
              <li key={`${index}-${variant}`}>
                {/* The chip deletes on Backspace or Delete too; the icon names what it removes. */}
                <Chip
                  label={variant}
                  color={itemError ? 'error' : 'default'}
                  variant={itemError ? 'outlined' : 'filled'}
                  title={itemError}
                  onDelete={() => onChange(value.filter((_, i) => i !== index))}
                  deleteIcon={
                    <CancelIcon
                      role="button"
                      aria-hidden={false}
                      aria-label={intl.formatMessage(removeMessage, { sku: variant })}
                    />
                  }
                />
              </li>
            );
          })}
        </Stack>
      )}
      {shownError && (
        <Typography variant="body2" color="error">
          {shownError}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={intl.formatMessage(messages.addLabel)}
          value={draft}
          disabled={full}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            // Enter adds the SKU instead of saving the whole form.
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          error={error !== null}
          helperText={
            error ??
            (full ? intl.formatMessage(fullMessage, { max: PRODUCT_VARIANT_SKUS_MAX }) : undefined)
          }
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { maxLength: SKU_MAX_LENGTH * 2, spellCheck: false } }}
        />
        <Button variant="outlined" onClick={add} disabled={full || draft.trim() === ''}>
          <FormattedMessage {...messages.add} />
        </Button>
      </Stack>
    </Stack>
  );
}
