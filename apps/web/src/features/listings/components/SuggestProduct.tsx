import { LIMITS, type ProductSuggestionBody } from '@bazaar/shared';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useToast } from '../../../components/ui/Toast';
import { apiRequest, isApiError } from '../../../lib/http';
import styles from '../../../components/ui/FilterSidebar.module.css';
import '../suggest-i18n';

/** "Suggest us a product": stored for the operators; a toast thanks the person. */
export function SuggestProduct({ category }: { category?: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (body: ProductSuggestionBody) =>
      apiRequest<{ id: number }>('POST', '/api/suggestions', { body }),
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    const value = text.trim();
    if (value.length < LIMITS.productSuggestionMin)
      return setError(t('filters.suggestTooShort', { min: LIMITS.productSuggestionMin }));
    if (value.length > LIMITS.productSuggestionMax)
      return setError(t('filters.suggestTooLong', { max: LIMITS.productSuggestionMax }));
    setError(null);
    send.mutate(
      { text: value, ...(category ? { category } : {}) },
      {
        onSuccess: () => {
          setText('');
          toast.show(t('filters.suggestThanks'), 'success');
        },
        onError: (err) =>
          setError(
            isApiError(err, 429)
              ? t('filters.suggestRateLimited')
              : isApiError(err, 400)
                ? t('filters.suggestInvalid')
                : t('errors.generic'),
          ),
      },
    );
  }

  return (
    <form method="post" className={styles.block} onSubmit={submit} noValidate>
      <label className={styles.heading} htmlFor="suggest-product">
        {t('filters.suggestTitle')}
      </label>
      <div className={styles.inline}>
        <input
          id="suggest-product"
          className={styles.input}
          placeholder={t('filters.suggestPlaceholder')}
          value={text}
          maxLength={LIMITS.productSuggestionMax}
          aria-invalid={!!error}
          aria-describedby={error ? 'suggest-product-error' : undefined}
          onChange={(e) => {
            setText(e.target.value);
            if (error) setError(null);
          }}
        />
        <button type="submit" className={`btn ${styles.apply}`} disabled={send.isPending}>
          {t('filters.suggestSend')}
        </button>
      </div>
      {error && (
        <p id="suggest-product-error" className={styles.error} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
