import { useLang } from '../../i18n/lang';
import { useTranslation } from '../../i18n/useTranslation';
import { nearLabel } from './placeLabel';

/** The chosen place and radius in words (loaded apart: it needs every city's localities). */
export function NearLabel({ near, km }: { near: string; km: number | null }) {
  const { t } = useTranslation();
  const lang = useLang();
  return <>{nearLabel(near, km, t, lang) ?? near}</>;
}
