import { MODERATION_LIMITS, ROLES, type Role } from '@bazaar/shared';
import { useState, type FormEvent } from 'react';
import { useToast } from '../../../components/ui/Toast';
import { useTranslation } from '../../../i18n/useTranslation';
import { isApiError } from '../../../lib/http';
import { useOperators, useStaffChange } from '../api/useConsole';
import { Loaded } from '../components/Loading';
import styles from '../components/Console.module.css';

/** Admins only: who is staff; appoint by e-mail, revoke with a reason. Both go to the audit log. */
export function OperatorsPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const staff = useOperators();
  const change = useStaffChange();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('operator');
  const [reason, setReason] = useState('');

  const done = {
    onSuccess: () => toast.show(t('admin.operators.done'), 'success'),
    onError: (err: unknown) =>
      toast.show(t('admin.queue.failed', { message: isApiError(err) ? err.message : '' }), 'error'),
  };
  function appoint(e: FormEvent) {
    e.preventDefault();
    if (reason.trim().length < MODERATION_LIMITS.reasonMin)
      return toast.show(t('admin.queue.reasonNeeded'), 'error');
    change.mutate(
      { appoint: { email: email.trim(), role, reason: reason.trim() } },
      {
        ...done,
        onSuccess: () => {
          done.onSuccess();
          setEmail('');
          setReason('');
        },
      },
    );
  }
  function revoke(target: string) {
    const why = window.prompt(t('admin.operators.revokeReason', { email: target }));
    if (!why || why.trim().length < MODERATION_LIMITS.reasonMin) return;
    change.mutate({ revoke: { email: target, reason: why.trim() } }, done);
  }

  return (
    <>
      <h2 className={styles.subhead}>{t('admin.operators.heading')}</h2>
      <Loaded query={staff}>
        {(list) => (
          <ul className={styles.staff}>
            {list.items.map((s) => (
              <li key={s.id} className={styles.staffRow}>
                <span className={styles.avatar} aria-hidden="true">
                  {s.name.charAt(0).toUpperCase()}
                </span>
                <span>
                  <strong>{s.name}</strong>
                  <span className={styles.muted}> · {s.email}</span>
                </span>
                <span className={styles.badge}>{t(`admin.roles.${s.role}`)}</span>
                <button
                  type="button"
                  className="btn btn-outline"
                  onClick={() => revoke(s.email)}
                  disabled={change.isPending}
                >
                  {t('admin.operators.revoke')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
      <form method="post" className={`${styles.panel} ${styles.appoint}`} onSubmit={appoint}>
        <h3>{t('admin.operators.appoint')}</h3>
        <label>
          {t('admin.operators.email')}
          <input type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label>
          {t('admin.operators.role')}
          <select value={role} onChange={(e) => setRole(e.target.value as Role)}>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`admin.roles.${r}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('admin.operators.reason')}
          <input value={reason} onChange={(e) => setReason(e.target.value)} />
        </label>
        <button type="submit" className="btn" disabled={change.isPending}>
          {t('admin.operators.submit')}
        </button>
      </form>
    </>
  );
}
