import { describe, expect, it } from 'vitest';
import type { Question } from '../schemas/questionnaire.js';
import { questionnaireCsv } from './questionnaire-csv.js';

const questions: Question[] = [
  { id: 'age', label: 'Alter', type: 'age', required: true, options: [] },
  {
    id: 'taste',
    label: 'Geschmack, bitte',
    type: 'multiple',
    required: true,
    options: [
      { value: 'sweet', label: 'Süß' },
      { value: 'savoury', label: 'Herzhaft' },
    ],
  },
  { id: 'wish', label: 'Wunsch', type: 'text', required: false, options: [] },
];

describe('questionnaire results as CSV', () => {
  it('writes one line per submission with a column per question, options by label', () => {
    const csv = questionnaireCsv(questions, [
      {
        id: 's1',
        customerId: 'c1',
        email: null,
        answers: { age: 42, taste: ['sweet', 'savoury'], wish: 'Sag "Hallo"' },
        createdAt: new Date('2026-11-25T10:00:00Z'),
      },
      {
        id: 's2',
        customerId: null,
        email: 'gast@example.at',
        answers: { age: 7, taste: ['sweet'], wish: '=HYPERLINK("x")', gone: 'alt' },
        createdAt: new Date('2026-11-25T11:00:00Z'),
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'submission,submitted at,customer,email,Alter,"Geschmack, bitte",Wunsch,gone',
      's1,2026-11-25T10:00:00.000Z,c1,,42,Süß; Herzhaft,"Sag ""Hallo""",',
      `s2,2026-11-25T11:00:00.000Z,,gast@example.at,7,Süß,"'=HYPERLINK(""x"")",alt`,
      '',
    ]);
  });
});
