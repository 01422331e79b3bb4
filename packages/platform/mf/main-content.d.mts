export declare const MAIN_CONTENT_LOADING: string;
export declare const MAIN_CONTENT_HEADING: string;
