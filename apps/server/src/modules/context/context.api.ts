// The context module as other modules and the composition root see it (decision 008).
export { initialConfig } from './context.service';
// Pages: the operator's console saves them (sanitised, with an audit row); the sitemap lists them.
export { brandPages, savePage, type PageInput } from './pages.service';
