// antd's own Card, Result and Typography under @portal/ui's names, for mf-public's pages until they
// move to plain parts (issue 25); every other page imports them from 'antd' itself.
import { Card, Result, Typography } from 'antd';

export { Card, Result, Typography };
