import type { ScamKind } from '@bazaar/shared';
import type { TFunction } from '../../../i18n/instance';

/** The keys come from the shared SCAM_KINDS: a kind added there needs its three texts in both files. */
export const kindName = (t: TFunction, kind: ScamKind) => t(`trust.kinds.${kind}.name`);
export const kindTrick = (t: TFunction, kind: ScamKind) => t(`trust.kinds.${kind}.trick`);
export const kindAdvice = (t: TFunction, kind: ScamKind) => t(`trust.kinds.${kind}.do`);
export const kindNames = (t: TFunction, kinds: ScamKind[]) => kinds.map((k) => kindName(t, k)).join(', ');
