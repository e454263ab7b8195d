// What the client area takes from the public site's data: how to reach the company (data/site.json's contact) and
// the public check's words for a withdrawn or suspended document (data/verify.json), so both say it alike.
export type SiteFacts = { phone: string; email: string; suspendedText: string; withdrawnText: string }
