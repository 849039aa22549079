import { handle } from '../../lib/handle';
import { createRouter } from '../../lib/router';
import { APP_NAME } from '../../../shared/limits';
import { senderName } from '../../../shared/reports/report-rules';
import { getReport } from './get-report';
import * as r from './route-definitions';

export const reportsRoutes = createRouter().openapi(
  ...handle(r.getRoute, ({ db, deps, caller, query }) =>
    getReport(db, caller, { period: query.period, agencyName: senderName(deps.config.mailFrom, APP_NAME) }),
  ),
);
