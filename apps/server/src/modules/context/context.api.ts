// The context module as other modules and the composition root see it (decision 008).
export { initialConfig } from './context.service';
