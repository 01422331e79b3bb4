// Async boundary: shared modules (React, antd, the platform …) are negotiated before the app runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
