import { findCategory, NAME_REFUSALS } from '@bazaar/shared';
import { describe, expect, it } from 'vitest';
import { ensureLoaded } from '../../../i18n';
import hi from '../../../i18n/hi.json';
import { fixedTranslation, type TFunction } from '../../../i18n/instance';
import { emptyValues, serverErrors, validatePost } from './form';

describe('the API’s field errors on the post form', () => {
  it('say a refused seller name under the name box, in the page’s language', async () => {
    await ensureLoaded('hi');
    const t: TFunction = fixedTranslation('hi').t;
    expect(serverErrors({ 'seller.name': NAME_REFUSALS.reserved_name }, t)).toEqual({
      sellerName: hi.errors.reserved_name,
    });
    expect(serverErrors({ 'seller.name': NAME_REFUSALS.prohibited_name }, t)).toEqual({
      sellerName: hi.errors.prohibited_name,
    });
  });
});

describe('Show number on the post form', () => {
  it('asks for no typed number: only the number verified in Settings is ever shown', () => {
    const t: TFunction = fixedTranslation('en').t;
    const values = { ...emptyValues({ name: 'Ravi', phone: null }), showPhone: true };
    expect(validatePost(findCategory('cars')!, values, t).sellerPhone).toBeUndefined();
  });
});
