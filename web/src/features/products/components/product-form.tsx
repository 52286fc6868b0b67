import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  MAX_PRODUCTS_PER_SELLER,
  PRODUCT_TITLE_MAX_LENGTH,
  ProductInput,
  RATING_MAX,
  SKU_MAX_LENGTH,
  type ProductDoc,
  type ProductLinks,
} from '@shared';
import { useEffect, useId, useRef, useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import * as v from 'valibot';
import { PageTitle } from '@/components/ui/page-title';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useFormDirty } from '@/hooks/use-form-dirty';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { useLocalizedHref } from '@/i18n/use-locale';
import { useAccount } from '@/lib/account/account-context';
import { useFirestore } from '@/lib/firebase';
import { fetchRead } from '@/lib/server-state/server-state';
import { fieldErrors } from '@/lib/validation-messages';
import { forgetProductReads, productLimitQuery } from '../api/product-reads';
import { createProduct, updateProduct } from '../api/save-product';
import { useUnsavedChangesPrompt } from '../hooks/use-unsaved-changes-prompt';
import { complianceAfterLinkEdit } from '../lib/compliance-default';
import { ComplianceField } from '@/components/compliance/compliance-field';
import { QrCodeGenerator } from './qr-code-generator';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';
import { VariantSkusField } from './variant-skus-field';

const productFormMessages = defineMessages({
  newTitle: { id: 'products.edit.newTitle', defaultMessage: 'New product' },
  editTitle: { id: 'products.edit.editTitle', defaultMessage: 'Edit product' },
  back: { id: 'products.edit.back', defaultMessage: 'Back to products' },
  details: { id: 'products.edit.details', defaultMessage: 'Product details' },
  titleLabel: { id: 'products.edit.titleLabel', defaultMessage: 'Product title' },
  titlePlaceholder: { id: 'products.edit.titlePlaceholder', defaultMessage: 'Enter product title' },
  skuLabel: { id: 'products.edit.skuLabel', defaultMessage: 'SKU (optional)' },
  skuHelp: {
    id: 'products.edit.skuHelp',
    defaultMessage: 'Your own code for this product, as in your shop or spreadsheet',
  },
  links: { id: 'products.edit.links', defaultMessage: 'Product Links' },
  linksHelp: {
    id: 'products.edit.linksHelp',
    defaultMessage:
      'Customers choose among the stores that have a link. Leave a store empty if you do not sell there.',
  },
  amazon: { id: 'products.edit.amazonLink', defaultMessage: 'Amazon link' },
  emag: { id: 'products.edit.emagLink', defaultMessage: 'eMAG link' },
  shopify: { id: 'products.edit.shopifyLink', defaultMessage: 'Shopify link' },
  ratingConfig: { id: 'products.edit.ratingConfig', defaultMessage: 'Rating Configuration' },
  minRating: { id: 'products.edit.minRating', defaultMessage: 'Minimum Rating Required' },
  save: { id: 'products.edit.save', defaultMessage: 'Save Product' },
  readOnly: {
    id: 'products.edit.readOnly',
    defaultMessage: 'Your role in this account lets you see products, not change them.',
  },
  saved: { id: 'products.edit.saved', defaultMessage: 'Product saved successfully' },
  updated: { id: 'products.edit.updated', defaultMessage: 'Product updated successfully' },
  failed: { id: 'products.edit.failed', defaultMessage: 'Failed to save product' },
  limitReached: {
    id: 'products.edit.limitReached',
    defaultMessage:
      'Your account has reached its product limit ({max, number}). Delete products you no longer need to add new ones.',
  },
  fixErrors: {
    id: 'products.edit.fixErrors',
    defaultMessage: 'Please correct the highlighted fields before saving.',
  },
  needsTitle: {
    id: 'products.edit.needsTitle',
    defaultMessage:
      'The imported file did not name this product, so its title was made from its code. Enter its name: it is printed on the card and shown to customers.',
  },
  qrSettingsInvalid: {
    id: 'products.edit.qrSettingsInvalid',
    defaultMessage:
      'Some QR code or card settings are not valid: open “Click to edit” to correct them.',
  },
});

const belowNote = defineMessage<{ stars: number }>({
  id: 'products.edit.minRatingNote',
  defaultMessage:
    'Reviews below {stars, plural, one {# star} other {# stars}} will not be published.',
});
/** In compliance mode the minimum only decides what needs the seller's attention. */
const attentionNote = defineMessage<{ stars: number }>({
  id: 'products.edit.attentionNote',
  defaultMessage:
    'Reviews below {stars, plural, one {# star} other {# stars}} are marked as needing your attention; every customer is still offered the store’s review page.',
});
const starsLabel = defineMessage<{ stars: number }>({
  id: 'products.edit.starsLabel',
  defaultMessage: '{stars, plural, one {# star} other {# stars}}',
});

export interface ProductFormProps {
  productId: string;
  /** False for a product not saved yet: the first save creates it. */
  exists: boolean;
  initial: ProductInput;
  ownerId: string;
  /**
   * The member's role may not change products (Support, Viewer): the form shows the product and
   * says so, with nothing to save (the rules refuse the write anyway).
   */
  readOnly?: boolean;
  /**
   * Server fields of a saved product: the applied template (card language, logo), the PNG, and
   * whether an import made its title from a code.
   */
  server?: Pick<ProductDoc, 'appliedTemplate' | 'cardRender' | 'needsTitle'>;
}

const validateProduct = (draft: ProductInput) => v.safeParse(ProductInput, draft);

const charCount = defineMessage<{ count: number; max: number }>({
  id: 'products.edit.charCount',
  defaultMessage: '{count, number}/{max, number}',
});
/** A URL scheme, the same in every language. */
const URL_PLACEHOLDER = 'https://';

const STORE_FIELDS: (keyof ProductLinks)[] = ['amazon', 'emag', 'shopify'];

/** The product edit screen's form: details, links, rating, compliance, QR generator, save. */
export function ProductForm(props: ProductFormProps) {
  const { productId, exists: existsInitially, initial, ownerId, server } = props;
  const intl = useIntl();
  const toast = useToast();
  const firestore = useFirestore();
  const { uid } = useAccount();
  const navigate = useNavigate();
  const href = useLocalizedHref();
  const form = useSchemaForm({
    initial,
    validate: validateProduct,
    formatErrors: fieldErrors,
    showErrors: 'blur',
  });
  const dirty = useFormDirty(form);
  const blocker = useUnsavedChangesPrompt(dirty);
  const [exists, setExists] = useState(existsInitially);
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState(false);
  const [showSummary, setShowSummary] = useState(false);
  const [needsTitle, setNeedsTitle] = useState(server?.needsTitle === true);
  const ids = useId();
  const t = intl.formatMessage;

  // After the first save, move to /edit/{id} (once the form is clean, so nothing blocks it).
  useEffect(() => {
    // A replace of the URL: nothing waits for it.
    if (created && !dirty)
      void navigate(href(paths.productEdit.getHref(productId)), { replace: true });
  }, [created, dirty, navigate, href, productId]);

  const save = async (event: React.FormEvent) => {
    if (props.readOnly) {
      event.preventDefault();
      return;
    }
    event.preventDefault();
    const input = form.submit();
    setShowSummary(input === null);
    if (!input) return;
    setSaving(true);
    try {
      // A new title ends "Needs a title" (docs/decisions.md, "Titles made from codes").
      const titled = needsTitle && input.title !== form.baseline.title.trim();
      if (exists)
        await updateProduct(firestore, productId, uid, input, { loaded: form.baseline, titled });
      else await createProduct(firestore, productId, ownerId, uid, input);
      if (titled) setNeedsTitle(false);
      forgetProductReads(productId);
      form.reset(input);
      toast.success(exists ? productFormMessages.updated : productFormMessages.saved);
      if (!exists) {
        setExists(true);
        setCreated(true);
      }
    } catch (error) {
      console.error(error);
      const limitReached =
        !exists && (await fetchRead(productLimitQuery(firestore, ownerId)).catch(() => false));
      if (limitReached) {
        const values = { max: MAX_PRODUCTS_PER_SELLER };
        toast.error(productFormMessages.limitReached, { values, persist: true });
      } else toast.error(productFormMessages.failed);
    } finally {
      setSaving(false);
    }
  };

  const draft = form.values;
  const set = <K extends keyof ProductInput>(key: K, value: ProductInput[K]) =>
    form.setValues((current) => ({ ...current, [key]: value }));
  // Trust: an Amazon link entered where there was none turns compliance mode on, unless the
  // seller set the switch themselves during this edit (lib/compliance-default.ts).
  const complianceSetBySeller = useRef(false);
  const setLink = (store: keyof ProductLinks, url: string) =>
    form.setValues((current) => {
      const links = { ...current.links, [store]: url };
      const complianceMode = complianceAfterLinkEdit(
        current.links,
        links,
        current.complianceMode,
        complianceSetBySeller.current,
      );
      return { ...current, links, complianceMode };
    });
  const setComplianceMode = (complianceMode: boolean) => {
    complianceSetBySeller.current = true;
    set('complianceMode', complianceMode);
  };
  const qrErrors = Object.fromEntries(
    Object.entries(form.errors).filter(
      ([path]) => path.startsWith('qrStyle.') || path.startsWith('card.'),
    ),
  );
  const variantSkuErrors = Object.fromEntries(
    Object.entries(form.errors).filter(([path]) => path.startsWith('variantSkus')),
  );
  const heading = t(exists ? productFormMessages.editTitle : productFormMessages.newTitle);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void save(event)}
      aria-labelledby={`${ids}-heading`}
    >
      <PageTitle title={heading} />
      <UnsavedChangesDialog blocker={blocker} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Box>
          <Button
            component={RouterLink}
            to={href(paths.products.getHref())}
            startIcon={<ArrowBackIcon />}
            size="small"
          >
            <FormattedMessage {...productFormMessages.back} />
          </Button>
          <Typography id={`${ids}-heading`} variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            {heading}
          </Typography>
        </Box>
        {props.readOnly ? null : (
          <Button
            type="submit"
            variant="contained"
            size="large"
            startIcon={<SaveIcon />}
            loading={saving}
          >
            <FormattedMessage {...productFormMessages.save} />
          </Button>
        )}
      </Stack>
      {props.readOnly ? (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="product-read-only">
          <FormattedMessage {...productFormMessages.readOnly} />
        </Alert>
      ) : null}

      {showSummary && Object.keys(form.errors).length > 0 && (
        <Alert severity="error" sx={{ mb: 2 }}>
          <FormattedMessage {...productFormMessages.fixErrors} />
          {Object.keys(qrErrors).length > 0 && (
            <>
              {' '}
              <FormattedMessage {...productFormMessages.qrSettingsInvalid} />
            </>
          )}
        </Alert>
      )}

      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={3}>
            <Paper variant="outlined" sx={{ p: 2 }} component="section">
              <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                <FormattedMessage {...productFormMessages.details} />
              </Typography>
              {needsTitle && (
                <Alert severity="warning" sx={{ mb: 2 }} data-testid="needs-title-note">
                  <FormattedMessage {...productFormMessages.needsTitle} />
                </Alert>
              )}
              <TextField
                name="title"
                label={t(productFormMessages.titleLabel)}
                placeholder={t(productFormMessages.titlePlaceholder)}
                value={draft.title}
                // Wraps so a long title (marketplace titles run to 255 characters) shows whole;
                // a title is one line, so a pasted line break becomes a space.
                multiline
                onChange={(event) => set('title', event.target.value.replace(/[\r\n]+/g, ' '))}
                onBlur={() => form.touch('title')}
                error={Boolean(form.errorFor('title'))}
                helperText={
                  form.errorFor('title') ??
                  t(charCount, { count: draft.title.trim().length, max: PRODUCT_TITLE_MAX_LENGTH })
                }
                required
                fullWidth
                autoFocus={!exists}
              />
              <TextField
                name="sku"
                label={t(productFormMessages.skuLabel)}
                value={draft.sku}
                onChange={(event) => set('sku', event.target.value)}
                onBlur={() => form.touch('sku')}
                error={Boolean(form.errorFor('sku'))}
                helperText={form.errorFor('sku') ?? t(productFormMessages.skuHelp)}
                fullWidth
                sx={{ mt: 2 }}
                slotProps={{ htmlInput: { maxLength: SKU_MAX_LENGTH * 2, spellCheck: false } }}
              />
              <VariantSkusField
                value={draft.variantSkus}
                sku={draft.sku}
                errors={variantSkuErrors}
                onChange={(variantSkus) => set('variantSkus', variantSkus)}
              />
            </Paper>

            <Paper variant="outlined" sx={{ p: 2 }} component="section">
              <Typography variant="h6" component="h2">
                <FormattedMessage {...productFormMessages.links} />
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                <FormattedMessage {...productFormMessages.linksHelp} />
              </Typography>
              <Stack spacing={2}>
                {STORE_FIELDS.map((store) => (
                  <TextField
                    key={store}
                    name={`links.${store}`}
                    type="url"
                    label={t(productFormMessages[store])}
                    placeholder={URL_PLACEHOLDER}
                    value={draft.links[store]}
                    onChange={(event) => setLink(store, event.target.value)}
                    onBlur={() => form.touch(`links.${store}`)}
                    error={Boolean(form.errorFor(`links.${store}`))}
                    helperText={form.errorFor(`links.${store}`)}
                    fullWidth
                    slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false } }}
                  />
                ))}
              </Stack>
            </Paper>

            <Paper variant="outlined" sx={{ p: 2 }} component="section">
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                <FormattedMessage {...productFormMessages.ratingConfig} />
              </Typography>
              <Typography id={`${ids}-min-rating`} component="p" variant="subtitle2">
                <FormattedMessage {...productFormMessages.minRating} />
              </Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Rating
                  name="minRating"
                  value={draft.minRating}
                  max={RATING_MAX}
                  // A minimum must always be set: clicking the current star keeps it.
                  onChange={(_event, value) => value !== null && set('minRating', value)}
                  getLabelText={(stars) => t(starsLabel, { stars })}
                  size="large"
                  aria-labelledby={`${ids}-min-rating`}
                />
                <Typography variant="body2" data-testid="min-rating-value">
                  {t(starsLabel, { stars: draft.minRating })}
                </Typography>
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t(draft.complianceMode ? attentionNote : belowNote, { stars: draft.minRating })}
              </Typography>
              {form.errorFor('minRating') && (
                <Typography variant="body2" color="error">
                  {form.errorFor('minRating')}
                </Typography>
              )}

              <ComplianceField checked={draft.complianceMode} onChange={setComplianceMode} />
            </Paper>
          </Stack>
        </Grid>

        <Grid size={{ xs: 12, md: 5 }}>
          <QrCodeGenerator
            product={{
              id: productId,
              title: draft.title.trim(),
              card: draft.card,
              qrStyle: draft.qrStyle,
              appliedTemplate: server?.appliedTemplate,
              cardRender: server?.cardRender,
            }}
            onQrStyleChange={(qrStyle) => set('qrStyle', qrStyle)}
            onCardChange={(card) => set('card', card)}
            errors={qrErrors}
          />
        </Grid>
      </Grid>
    </Box>
  );
}
