import { AUDIT_ACTIONS, type AuditAction, type AuditQuery } from '@bazaar/shared';
import { useState, type FormEvent } from 'react';
import { useLang } from '../../../i18n/lang';
import { useTranslation } from '../../../i18n/useTranslation';
import { useAudit } from '../api/useConsole';
import { Loaded } from '../components/Loading';
import styles from '../components/Console.module.css';

/** The append-only log of every decision, newest first; search by text, action, target or operator. */
export function AuditLogPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [form, setForm] = useState({ q: '', action: '', targetId: '', operator: '' });
  const [query, setQuery] = useState<AuditQuery>({});
  const audit = useAudit(query);

  function submit(e: FormEvent) {
    e.preventDefault();
    setQuery({
      q: form.q || undefined,
      action: (form.action || undefined) as AuditAction | undefined,
      targetId: /^\d+$/.test(form.targetId) ? Number(form.targetId) : undefined,
      operator: form.operator || undefined,
    });
  }
  const field = (key: keyof typeof form) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
  });
  const when = (iso: string) =>
    new Date(iso).toLocaleString(lang === 'hi' ? 'hi-IN' : 'en-IN', {
      dateStyle: 'medium',
      timeStyle: 'short',
    });

  return (
    <>
      <h2 className={styles.subhead}>{t('admin.audit.heading')}</h2>
      <form className={styles.filters} onSubmit={submit} role="search">
        <input aria-label={t('admin.audit.search')} placeholder={t('admin.audit.search')} {...field('q')} />
        <select aria-label={t('admin.audit.action')} {...field('action')}>
          <option value="">{t('admin.audit.anyAction')}</option>
          {AUDIT_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {t(`admin.actions.${a}`)}
            </option>
          ))}
        </select>
        <input
          aria-label={t('admin.audit.target')}
          placeholder={t('admin.audit.target')}
          inputMode="numeric"
          {...field('targetId')}
        />
        <input
          aria-label={t('admin.audit.operator')}
          placeholder={t('admin.audit.operator')}
          {...field('operator')}
        />
        <button type="submit" className="btn">
          {t('admin.audit.find')}
        </button>
      </form>
      <Loaded query={audit}>
        {(page) =>
          page.items.length === 0 ? (
            <p className={styles.panel}>{t('admin.audit.empty')}</p>
          ) : (
            <div className={styles.tableWrap}>
              <table className={styles.table} data-testid="audit-log">
                <thead>
                  <tr>
                    <th>{t('admin.audit.when')}</th>
                    <th>{t('admin.audit.operator')}</th>
                    <th>{t('admin.audit.action')}</th>
                    <th>{t('admin.audit.what')}</th>
                    <th>{t('admin.audit.change')}</th>
                    <th>{t('admin.audit.reason')}</th>
                  </tr>
                </thead>
                <tbody>
                  {page.items.map((e) => (
                    <tr key={e.id}>
                      <td className={styles.nowrap}>{when(e.createdAt)}</td>
                      <td>{e.operator}</td>
                      <td>
                        <span className={styles.badge}>{t(`admin.actions.${e.action}`)}</span>
                      </td>
                      <td className={styles.nowrap}>
                        {t(`admin.audit.${e.targetType}`, { id: e.targetId })}
                      </td>
                      <td className={styles.nowrap}>
                        {e.statusBefore ?? '—'} → {e.statusAfter ?? '—'}
                      </td>
                      <td>{e.reason}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </Loaded>
    </>
  );
}
