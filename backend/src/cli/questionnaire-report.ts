import { loadConfig } from '../config.js';
import { openConfiguredDatabase } from '../db/open-configured-database.js';
import { prepareDatabase } from '../db/prepare-database.js';
import { questionnaireCsv } from '../questionnaires/questionnaire-csv.js';
import { findPublishedQuestionnaire, listSubmissions } from '../questionnaires/questionnaire-repository.js';

const usage = `Usage: npm run report:questionnaire -- <tenant-id> <questionnaire-id>

Writes every submission of the questionnaire as CSV to stdout: when, who (customer id or the
guest's e-mail address) and one column per question, chosen options by their label.`;

async function run(args: string[]): Promise<number> {
  const [tenantId, questionnaireId] = args;
  if (args.length !== 2 || !tenantId || !questionnaireId || args.some((arg) => arg.startsWith('-'))) {
    console.error(usage);
    return 2;
  }
  const database = openConfiguredDatabase(loadConfig());
  try {
    await prepareDatabase(database);
    const questionnaire = await findPublishedQuestionnaire(database.db, tenantId, questionnaireId);
    const rows = await listSubmissions(database.db, tenantId, questionnaireId);
    if (!questionnaire && rows.length === 0) {
      console.error(`No questionnaire ${questionnaireId} in tenant ${tenantId}`);
      return 1;
    }
    process.stdout.write(questionnaireCsv(questionnaire?.questions ?? [], rows));
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await run(process.argv.slice(2));
