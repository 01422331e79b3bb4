// antd pages in jsdom render slowly on a busy machine (the checks of several packages run side by
// side); `findBy…` and `waitFor` give them 5 s instead of 1 s before calling a page broken.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5_000 });
