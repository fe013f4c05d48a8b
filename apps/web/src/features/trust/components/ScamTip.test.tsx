import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../i18n';
import { ScamTip } from './ScamTip';

afterEach(async () => {
  await act(() => switchLanguage('en'));
});

describe('ScamTip', () => {
  it('gives the advice for what the message is about, without calling it a scam', () => {
    render(<ScamTip kinds={['advance_fee']} />);
    const tip = screen.getByTestId('scam-tip').textContent!;
    expect(tip).toContain('Safety tip:');
    expect(tip).toContain('Pay only after you have seen and checked the item in person.');
    expect(tip.toLowerCase()).not.toContain('scam');
  });

  it('speaks Hindi', async () => {
    await act(() => switchLanguage('hi'));
    render(<ScamTip kinds={['otp_pin_cvv']} />);
    const tip = screen.getByTestId('scam-tip').textContent!;
    expect(tip).toContain('सुरक्षा सुझाव:');
    expect(tip).toContain('इन्हें कभी किसी को न बताएं');
  });
});
