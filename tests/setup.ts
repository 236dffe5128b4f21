import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';

// findBy… and waitFor give up after 1 s by default. On CI's two cores, with the suites running in
// parallel, a fetch-then-render round in a component test has taken longer (a state that did come,
// reported as never shown): they wait up to 5 s, which a passing test never spends.
configure({ asyncUtilTimeout: 5000 });
