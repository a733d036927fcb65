import { DatePicker } from 'antd';
import '@/lib/dates/dayjs';

// antd's pickers name weekdays and months through the dayjs locales lib/dates registers: taking the
// picker from here loads them with it, whether or not the screen handles dayjs values itself.
export { DatePicker };
