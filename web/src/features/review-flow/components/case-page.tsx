import { CASE_MESSAGE_MAX_LENGTH, type ValidationMessageKey } from '@shared';
import type { CaseViewResponse } from '@shared/review-api';
import { CaseMessageText } from '@shared/schemas/cases';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import * as v from 'valibot';
import { PageSpinner } from '@/components/ui/page-spinner';
import { PageTitle } from '@/components/ui/page-title';
import { Alert } from '@/components/ui/plain/alert';
import { Button } from '@/components/ui/plain/button';
import { Spinner } from '@/components/ui/plain/spinner';
import { caseValidation } from '@/lib/case-validation-messages';
import { RetryAlert } from '@/components/ui/plain/retry-alert';
import { runCaseAction } from '../api/customer-case';
import { ReviewApiError, type ReviewApiFailure } from '../api/review-api-client';
import { caseErrorMessage, casePageMessages } from '../case-messages';
import { reviewFlowMessages } from '../messages';
import { useCustomerCase } from '../hooks/use-customer-case';
import './case.css';

/** The customer's answer as the server checks it: null, or the key of what is wrong. */
function checkAnswer(text: string): ValidationMessageKey | null {
  const result = v.safeParse(CaseMessageText, text);
  if (result.success) return null;
  const key = result.issues[0].message;
  return caseValidation.isKnownKey(key) ? key : null;
}

/** Links that lead nowhere any more: unknown, forged, expired. */
const GONE: ReviewApiFailure[] = ['case_not_found', 'case_link_expired', 'not_found'];

function Notice({
  title,
  text,
  testId,
}: {
  title: MessageDescriptor;
  text: MessageDescriptor;
  testId: string;
}) {
  const intl = useIntl();
  return (
    <section className="qr-card qr-stack" data-testid={testId}>
      <PageTitle title={intl.formatMessage(title)} />
      <h1 className="qr-h2">
        <FormattedMessage {...title} />
      </h1>
      <p className="qr-p">
        <FormattedMessage {...text} />
      </p>
    </section>
  );
}

function Thread({ data }: { data: CaseViewResponse }) {
  const intl = useIntl();
  const ids = useId();
  if (data.messages.length === 0) {
    return (
      <p className="qr-p qr-secondary">
        {intl.formatMessage(casePageMessages.waiting, { seller: data.sellerName })}
      </p>
    );
  }
  return (
    <section aria-labelledby={`${ids}-thread`}>
      <h2 id={`${ids}-thread`} className="qr-visually-hidden">
        <FormattedMessage {...casePageMessages.thread} />
      </h2>
      <ol className="case-thread" data-testid="case-thread">
        {data.messages.map((message, index) => (
          <li key={index} className={`case-message case-message--${message.author}`}>
            <span className="qr-caption qr-secondary case-message-meta">
              <span>
                {message.author !== 'seller'
                  ? intl.formatMessage(casePageMessages.fromYou)
                  : message.authorName
                    ? intl.formatMessage(casePageMessages.fromMember, {
                        member: message.authorName,
                        seller: data.sellerName,
                      })
                    : data.sellerName}
              </span>
              <time dateTime={message.createdAt}>
                {intl.formatDate(message.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
            </span>
            {/* Plain text: React escapes it; pre-wrap keeps the line breaks. */}
            <p>{message.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

type Busy = 'send' | 'resolve' | 'erase' | null;

/**
 * /cases/{token}: the customer's side of a case, in their language. The emailed link confirms the
 * address on its first open; then the thread, an answer, "solved" and "delete my data". Every
 * state a link can be in (unknown or expired, erased, solved) says so plainly.
 */
export function CasePage({
  token,
  prepare,
}: {
  token: string;
  /** Runs before the case is shown: the page switches to the case's language. */
  prepare?: (data: CaseViewResponse) => Promise<void>;
}) {
  const intl = useIntl();
  const ids = useId();
  const { state, retry, show } = useCustomerCase(token, prepare);
  const [answer, setAnswer] = useState('');
  const [answerError, setAnswerError] = useState<ValidationMessageKey | null>(null);
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const [done, setDone] = useState<MessageDescriptor | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [confirmingErase, setConfirmingErase] = useState(false);

  if (state.kind === 'loading') return <PageSpinner />;
  if (state.kind === 'failed') {
    if (state.code === 'contact_erased') {
      return (
        <Notice
          title={casePageMessages.erasedTitle}
          text={casePageMessages.erasedText}
          testId="case-erased"
        />
      );
    }
    if (GONE.includes(state.code)) {
      return (
        <Notice
          title={casePageMessages.unknownTitle}
          text={casePageMessages.unknownText}
          testId="case-unknown"
        />
      );
    }
    return (
      <RetryAlert
        message={caseErrorMessage(state.code)}
        retryLabel={reviewFlowMessages.tryAgain}
        onRetry={retry}
      />
    );
  }
  const { data, justConfirmed } = state;
  if (data.contact === 'erased') {
    return (
      <Notice
        title={casePageMessages.erasedTitle}
        text={casePageMessages.erasedText}
        testId="case-erased"
      />
    );
  }

  /** Runs one action; the page then shows the case as the server answered it. */
  const run = async (action: Exclude<Busy, null>, body?: { text: string }) => {
    const kind = action === 'send' ? 'messages' : action;
    setBusy(action);
    setFailure(null);
    setDone(null);
    try {
      show(await runCaseAction(token, kind, body));
      return true;
    } catch (error) {
      setFailure(caseErrorMessage(error instanceof ReviewApiError ? error.code : 'network'));
      return false;
    } finally {
      setBusy(null);
    }
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = checkAnswer(answer);
    setAnswerError(problem);
    if (problem) {
      document.getElementById(`${ids}-answer`)?.focus();
      return;
    }
    if (await run('send', { text: answer.trim() })) {
      setAnswer('');
      setDone(casePageMessages.sent);
    }
  };

  const erase = async () => {
    await run('erase');
    setConfirmingErase(false);
  };

  const seller = data.sellerName;
  const title = intl.formatMessage(casePageMessages.title, { product: data.productTitle });
  return (
    <section className="qr-card qr-stack" data-testid="case-page" aria-busy={busy !== null}>
      <PageTitle title={title} />
      <h1 className="qr-h2">{title}</h1>
      <p className="qr-p qr-secondary">{intl.formatMessage(casePageMessages.with, { seller })}</p>
      {justConfirmed ? (
        <Alert severity="info" role="status" data-testid="case-confirmed">
          {intl.formatMessage(casePageMessages.confirmed, { seller })}
        </Alert>
      ) : null}
      {data.status === 'resolved' ? (
        <Alert severity="info" data-testid="case-resolved">
          <FormattedMessage {...casePageMessages.resolved} />
        </Alert>
      ) : null}

      <Thread data={data} />

      <form className="qr-stack review-form" noValidate onSubmit={(event) => void send(event)}>
        <div>
          <label htmlFor={`${ids}-answer`} className="review-label">
            <FormattedMessage {...casePageMessages.answerLabel} />
          </label>
          <textarea
            id={`${ids}-answer`}
            name="text"
            rows={5}
            className="review-textarea"
            value={answer}
            onChange={(event) => {
              setAnswer(event.target.value);
              if (answerError) setAnswerError(checkAnswer(event.target.value));
            }}
            aria-invalid={Boolean(answerError)}
            aria-describedby={`${ids}-answer-help`}
          />
          <div id={`${ids}-answer-help`} className="qr-caption qr-secondary review-help">
            <span className="review-error">
              {answerError ? caseValidation.formatValidationIssue(intl, answerError) : ''}
            </span>
            <span>
              {intl.formatMessage(casePageMessages.answerCount, {
                count: answer.trim().length,
                max: CASE_MESSAGE_MAX_LENGTH,
              })}
            </span>
          </div>
        </div>
        {failure ? (
          <Alert severity="error" role="alert" data-testid="case-error">
            <FormattedMessage {...failure} />
          </Alert>
        ) : null}
        {done ? (
          <p className="qr-p" role="status">
            <FormattedMessage {...done} />
          </p>
        ) : null}
        <div className="qr-actions">
          <Button
            type="submit"
            variant="contained"
            disabled={busy !== null}
            startIcon={busy === 'send' ? <Spinner small /> : undefined}
          >
            <FormattedMessage
              {...(busy === 'send' ? casePageMessages.sending : casePageMessages.send)}
            />
          </Button>
          {data.status !== 'resolved' ? (
            <Button variant="outlined" disabled={busy !== null} onClick={() => void run('resolve')}>
              <FormattedMessage {...casePageMessages.resolve} />
            </Button>
          ) : null}
        </div>
      </form>

      {data.maskedEmail ? (
        <p className="qr-p qr-body2 qr-secondary" data-testid="case-address">
          {intl.formatMessage(casePageMessages.address, { email: data.maskedEmail })}
        </p>
      ) : null}
      {confirmingErase ? (
        <div className="qr-stack" role="group" aria-labelledby={`${ids}-erase`}>
          <p id={`${ids}-erase`} className="qr-p">
            <FormattedMessage {...casePageMessages.eraseQuestion} />
          </p>
          <div className="qr-actions">
            <Button variant="contained" disabled={busy !== null} onClick={() => void erase()}>
              <FormattedMessage {...casePageMessages.eraseConfirm} />
            </Button>
            <Button variant="text" onClick={() => setConfirmingErase(false)}>
              <FormattedMessage {...casePageMessages.cancel} />
            </Button>
          </div>
        </div>
      ) : (
        <div className="qr-actions">
          <Button variant="text" disabled={busy !== null} onClick={() => setConfirmingErase(true)}>
            <FormattedMessage {...casePageMessages.erase} />
          </Button>
        </div>
      )}
    </section>
  );
}
