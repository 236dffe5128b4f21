import { track } from '@/lib/analytics';
import { CONSENT_STORAGE_KEY, ACCEPT_ALL, REJECT_ALL, createRecord } from '@/lib/consent/record';

type GtagWindow = Window & { gtag?: jest.Mock };

describe('track', () => {
  afterEach(() => {
    localStorage.clear();
    delete (window as GtagWindow).gtag;
  });

  it('sends nothing before a consent choice', () => {
    const gtag = jest.fn();
    (window as GtagWindow).gtag = gtag;
    expect(track('contact_form_submit', { form: 'contact' })).toBe(false);
    expect(gtag).not.toHaveBeenCalled();
  });

  it('sends nothing when analytics was refused', () => {
    const gtag = jest.fn();
    (window as GtagWindow).gtag = gtag;
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(createRecord(REJECT_ALL)));
    expect(track('consultation_request')).toBe(false);
    expect(gtag).not.toHaveBeenCalled();
  });

  it('sends the event through gtag after analytics consent', () => {
    const gtag = jest.fn();
    (window as GtagWindow).gtag = gtag;
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(createRecord(ACCEPT_ALL)));
    expect(track('contact_form_submit', { form: 'contact' })).toBe(true);
    expect(gtag).toHaveBeenCalledWith('event', 'contact_form_submit', { form: 'contact' });
  });
});
