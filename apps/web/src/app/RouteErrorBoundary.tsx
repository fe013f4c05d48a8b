import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import type { TFunction } from '../i18n/translator';
import { ChunkLoadError } from './lazy';
import styles from './RouteErrorBoundary.module.css';

interface Props {
  children: ReactNode;
  t: TFunction;
}
interface State {
  error: unknown;
}

/**
 * Catches a route that failed to load or crashed while rendering. The layout keys it by path, so
 * navigating elsewhere clears the error; the navbar and footer stay usable either way.
 */
class Boundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Route failed', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { t } = this.props;
    const chunk = error instanceof ChunkLoadError;
    return (
      <div className={styles.box} role="alert">
        <h1 className={styles.title}>{chunk ? t('errors.chunkTitle') : t('errors.crashTitle')}</h1>
        <p className={styles.text}>{chunk ? t('errors.chunkMessage') : t('errors.crashMessage')}</p>
        <button type="button" className="btn" onClick={() => window.location.reload()}>
          {t('common.reload')}
        </button>
      </div>
    );
  }
}

/** Error boundaries must be classes; this hands the boundary the current language's t(). */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <Boundary t={t}>{children}</Boundary>;
}
