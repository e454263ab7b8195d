import service from "./sample-entries/cathodic-protection.json"
import caseStudy from "./sample-entries/tank-farm-cathodic-protection.json"

// A thirteenth service and a case study of it, as data/ files hold them ({ en, ar }, the shared fields alike in
// both): what the browser tests add to the site, by writing the file (e2e/thirteenth-service.spec.ts) or by typing
// it into the CMS (e2e/admin.spec.ts).
export const SAMPLE_SERVICE = service
export const SAMPLE_CASE_STUDY = caseStudy
