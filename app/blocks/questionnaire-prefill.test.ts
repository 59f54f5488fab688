import { describe, expect, it } from 'vitest';
import { ageOn, questionnairePrefill } from './questionnaire-prefill';

describe('questionnaire prefill (§3)', () => {
  const day = new Date('2026-11-25T10:00:00Z');

  it('counts full years from the birthdate, the birthday itself included', () => {
    expect(ageOn('1990-11-25', day)).toBe(36);
    expect(ageOn('1990-11-26', day)).toBe(35);
    expect(ageOn('1990-12-01', day)).toBe(35);
    expect(ageOn('1990-01-31', day)).toBe(36);
  });

  it('takes the age from the birthdate and the gender from the salutation', () => {
    expect(questionnairePrefill({ birthdate: '1985-03-02', salutation: 'Female' }, day)).toEqual({
      age: '41',
      gender: 'Female',
    });
  });

  it('leaves out an age the questionnaire would refuse, and what the customer did not say', () => {
    expect(questionnairePrefill({ birthdate: '1920-01-01' }, day)).toEqual({});
    expect(questionnairePrefill({}, day)).toEqual({});
  });
});
